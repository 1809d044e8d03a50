import type { z } from 'zod';
import { SITE_CONTENT_COPY as COPY } from '../../../content/dashboard-site-content';
import { SITE_BLOCKS, type BlockId } from '../../../domain/site-content/blocks';

/** What the form is generated from: each field's kind and limits, read from the block's zod schema. */
export interface FieldSchema {
  /** `picture`: an uploaded picture with its alt text (src/domain/site-content/picture.ts), optional. */
  type?: 'object' | 'array' | 'string' | 'picture';
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** A list's length limits, from its zod checks (z.array().min().max()). */
function lengthChecks(schema: z.ZodArray): { minItems?: number; maxItems?: number } {
  const limits: { minItems?: number; maxItems?: number } = {};
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number };
    if (def.check === 'min_length') limits.minItems = def.minimum;
    if (def.check === 'max_length') limits.maxItems = def.maximum;
  }
  return limits;
}

/**
 * The block schemas' kinds of field: groups, lists, words and choices. Read from zod's own definitions
 * rather than through z.toJSONSchema, which would add its converter to the chunk of zod that public pages
 * share (about 1.4 KB gzipped on a hosted show page's first load).
 */
function fieldSchema(schema: z.ZodType): FieldSchema {
  const def = schema.def as { type: string };
  // The only optional field a block has is a picture (a team member's photo): none until one is chosen.
  if (def.type === 'optional') return { type: 'picture' };
  // A choice added to saved blocks later (a dish's gluten mark) takes its default: read its choices.
  if (def.type === 'default') return fieldSchema((schema as z.ZodDefault).def.innerType as z.ZodType);
  if (def.type === 'object') {
    const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
    return {
      type: 'object',
      properties: Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fieldSchema(field)])),
    };
  }
  if (def.type === 'array') {
    const list = schema as z.ZodArray;
    return { type: 'array', items: fieldSchema(list.element as z.ZodType), ...lengthChecks(list) };
  }
  if (def.type === 'enum') return { type: 'string', enum: (schema as z.ZodEnum).options.map(String) };
  const text = schema as z.ZodString;
  return {
    type: 'string',
    ...(text.minLength !== null ? { minLength: text.minLength } : {}),
    ...(text.maxLength !== null ? { maxLength: text.maxLength } : {}),
  };
}

const converted = new Map<BlockId, FieldSchema>();

/** The block's schema as the form reads it: each field's kind and limits. */
export function formSchema(block: BlockId): FieldSchema {
  let schema = converted.get(block);
  if (!schema) {
    schema = fieldSchema(SITE_BLOCKS[block]);
    converted.set(block, schema);
  }
  return schema;
}

/** A new item of a list: empty words, the first choice, and the least number of items its lists need. */
export function emptyValue(schema: FieldSchema): unknown {
  if (schema.type === 'picture') return undefined;
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
