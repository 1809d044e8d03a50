import { describe, expect, it } from 'vitest';
import { TEAM_MEMBER_IDS } from '../../../domain/team-portraits';
import { emptyValue, formSchema, pathLabel } from './content-schema';

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
});
