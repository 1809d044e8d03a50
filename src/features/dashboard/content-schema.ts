import { z } from 'zod';
import { SITE_CONTENT_COPY as COPY } from '../../content/dashboard-site-content';
import { SITE_BLOCKS, type BlockId } from '../../domain/site-content/blocks';

/** The part of JSON Schema the blocks use: what the form is generated from (zod's own conversion). */
export interface FieldSchema {
  type?: 'object' | 'array' | 'string';
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

const converted = new Map<BlockId, FieldSchema>();

/** The block's schema as the form reads it: each field's kind and limits. */
export function formSchema(block: BlockId): FieldSchema {
  let schema = converted.get(block);
  if (!schema) {
    schema = z.toJSONSchema(SITE_BLOCKS[block]) as FieldSchema;
    converted.set(block, schema);
  }
  return schema;
}

/** A new item of a list: empty words, the first choice, and the least number of items its lists need. */
export function emptyValue(schema: FieldSchema): unknown {
  if (schema.enum) return schema.enum[0] ?? '';
  if (schema.type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, field]) => [key, emptyValue(field)]),
    );
  if (schema.type === 'array')
    return Array.from({ length: schema.minItems ?? 0 }, () => emptyValue(schema.items ?? {}));
  return '';
}

/** A field's name for people, from its path: "sections.1.heading" is "Sections › Section 2 › Heading". */
export function pathLabel(path: string): string {
  const parts = path.split('.');
  return parts
    .map((part, index) => {
      if (!/^\d+$/.test(part)) return COPY.fields[part] ?? part;
      const list = parts[index - 1] ?? '';
      return COPY.itemLabel(COPY.itemNames[list] ?? 'item', Number(part) + 1);
    })
    .join(' › ');
}
