const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** HTML text as a reader gets it: the entities React writes (`&amp;`, `&#x27;` …) decoded. */
export const decodeEntities = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '');

/** The readable text of served HTML: styles, scripts and tags dropped, entities decoded, spaces collapsed. */
export const textOf = (html: string) =>
  decodeEntities(
    html
      .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ')
      // React's text separators sit inside words such as "₹<!-- -->1,399".
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
