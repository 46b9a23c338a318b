import Box from '@mui/material/Box';

/** A stretch of code quoted from a file, as written there. */
export function CodeBlock({ code }: { code: string }) {
  return (
    <Box
      component="pre"
      sx={{ m: 0, my: 1.5, p: 2, overflowX: 'auto', borderRadius: 1, backgroundColor: 'grey.100', color: 'text.primary', '& code': { whiteSpace: 'pre' } }}
    >
      <code>{dedent(code)}</code>
    </Box>
  );
}

/** The code without the blank lines around it and the indentation all its lines share. */
function dedent(code: string): string {
  const lines = code.replace(/^\s*\n|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return lines.map((line) => line.slice(indent)).join('\n');
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A CSS-in-JS object (the theme's styles) written out as the CSS it becomes. */
export function cssFromObject(selector: string, style: object, indent = ''): string {
  const inner = Object.entries(style)
    .map(([key, value]) =>
      value && typeof value === 'object' ? cssFromObject(key, value as object, `${indent}  `) : `${indent}  ${kebab(key)}: ${String(value)};`,
    )
    .join('\n');
  return `${indent}${selector} {\n${inner}\n${indent}}`;
}
