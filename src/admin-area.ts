/**
 * Where the admin area starts; its addresses are built on it (src/features/admin/contract.ts).
 * A module of its own so that the speculation rules, which every page's loader holds, carry
 * nothing more of the admin area than this (the quiet pages' 5 KB of script before interaction).
 */
export const adminArea = '/admin';
