import { describe, expect, it } from 'vitest';
import { SITE_CONTENT_COPY as COPY } from '../../../content/dashboard-site-content';
import { BLOCK_IDS } from '../../../domain/site-content/blocks';
import { TEAM_MEMBER_IDS } from '../../../domain/team-portraits';
import { emptyValue, formSchema, pathLabel, type FieldSchema } from './content-schema';

describe('the form read from a block’s schema', () => {
  it('carries every limit the schema checks: list lengths, characters and choices', () => {
    const team = formSchema('team');
    expect(team.properties?.heading).toEqual({ type: 'string', minLength: 1, maxLength: 80 });
    const members = team.properties?.members;
    expect(members).toMatchObject({ type: 'array', minItems: 1, maxItems: 12 });
    expect(members?.items?.properties?.portrait).toEqual({ type: 'string', enum: [...TEAM_MEMBER_IDS] });
    expect(members?.items?.properties?.bio).toMatchObject({
      minItems: 1,
      maxItems: 4,
      items: { maxLength: 1200 },
    });
  });

  it('starts a new item with what its lists need, and names a field by its place', () => {
    const person = formSchema('team').properties?.members?.items ?? {};
    expect(emptyValue(person)).toEqual({ portrait: 'managing-director', name: '', role: '', bio: [''] });
    expect(pathLabel('sections.1.paragraphs.0')).toBe('Sections › Section 2 › Paragraphs › Paragraph 1');
  });

  it('gives every field of every block a name and every choice its words, so a manager never reads a key', () => {
    const unnamed: string[] = [];
    // A field is named by its key, or by its list's and its key ("slides.title").
    const walk = (schema: FieldSchema, path: string, list = '') => {
      for (const [key, field] of Object.entries(schema.properties ?? {})) {
        if (!COPY.fields[key] && !COPY.fields[`${list}.${key}`]) unnamed.push(`${path}.${key}`);
        walk(field, `${path}.${key}`, key);
      }
      if (schema.items) walk(schema.items, `${path}[]`, list);
      for (const choice of schema.enum ?? []) {
        if (!(choice in COPY.choices)) unnamed.push(`${path} = ${choice}`);
      }
    };
    for (const block of BLOCK_IDS) walk(formSchema(block), block);
    expect(unnamed).toEqual([]);
  });
});
