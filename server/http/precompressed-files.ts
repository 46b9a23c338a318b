/**
 * The build's text files, which scripts/compress-build.ts writes beside themselves as `.br` and `.gz` and the
 * server sends as they are. Smaller files are compressed on the fly, like every other response: headers would
 * outweigh the saving.
 */
export const PRECOMPRESSED_FILE = /\.(html|css|js|json|svg|webmanifest|xml|txt)$/;
export const PRECOMPRESSED_MIN_BYTES = 1024;

/**
 * Whether a file the server sends is, or has, a compressed copy: its response then varies by Accept-Encoding. (The
 * server's own compression says so of what it compresses.)
 */
export const hasCompressedCopy = (filePath: string, bytes: number) =>
  /\.(br|gz)$/.test(filePath) || (PRECOMPRESSED_FILE.test(filePath) && bytes >= PRECOMPRESSED_MIN_BYTES);
