// The "floor" of a page: its prerendered HTML with no script at all, so every page figure can be set beside
// what the same HTML and CSS cost without JavaScript.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v != null);

function loadsScript(link) {
  const rel = (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && (attribute(link, 'as') ?? '').toLowerCase() === 'script');
}

/** Every `<script>`, `<link rel="modulepreload">` and `<link rel="preload" as="script">` removed. */
export function stripScripts(html) {
  return html.replace(SCRIPT, '').replace(LINK, (link) => (loadsScript(link) ? '' : link));
}
