/**
 * How many days a contact message is kept when RETENTION_DAYS is not set: the server's default
 * (server/config.ts), and the privacy notice's outside a server render. A module of its own,
 * importing nothing, so that the server reads it without the pages' build-time settings.
 */
export const defaultRetentionDays = 365;
