/** The one door through which the edge's own modules read src/ (src/edge.server.ts says what, and why). */
export * from '../src/edge.server.ts';
