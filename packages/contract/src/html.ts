/** Text made safe inside HTML, between tags and in a quoted attribute (the server's pages and their head). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside a <script> block: no `<` can close it or open a comment; JSON.parse reads the same value. */
export const escapeJsonForScript = (json: string) =>
  json.replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
