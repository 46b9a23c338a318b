/** The staff console's pages: every path under it is answered with the console's one client-rendered page. */
export const STAFF_CONSOLE_PATH = '/staff';

/** The console build's own files (rsbuild.config.ts, the `staff` environment): scripts, styles and fonts. */
export const STAFF_CONSOLE_ASSETS = '/static/staff/';

/** `/staff`, `/staff/…`, or a file of the console's build: never the public site's, never kept by its service worker. */
export function isStaffConsolePath(pathname: string): boolean {
  return pathname === STAFF_CONSOLE_PATH || pathname.startsWith(`${STAFF_CONSOLE_PATH}/`) || pathname.startsWith(STAFF_CONSOLE_ASSETS);
}
