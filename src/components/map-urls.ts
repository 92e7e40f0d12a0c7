/** The map service's addresses for a place (a name or an address): the embedded map, and the map itself. */
export const mapEmbedUrl = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
export const mapLinkUrl = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}`;
