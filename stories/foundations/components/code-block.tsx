import Box from '@mui/material/Box';

/** A stretch of code quoted from a file, as written there. */
export function CodeBlock({ code }: { code: string }) {
  return (
    <Box
      component="pre"
      sx={{ m: 0, my: 1.5, p: 2, overflowX: 'auto', borderRadius: 1, backgroundColor: 'grey.100', color: 'text.primary', '& code': { whiteSpace: 'pre' } }}
    >
      <code>{code}</code>
    </Box>
  );
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
