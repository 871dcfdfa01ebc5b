import { describe, expect, it } from 'vitest';
import { hrwlClassLabel, hrwlClasses, licenceStates } from './licence-classes.ts';
import { HrwlClassesSchema, LicenceStateSchema } from './licences.ts';

describe('the High Risk Work Licence classes', () => {
  it('holds the national list with names, each code once', () => {
    for (const code of ['CN', 'C2', 'C6', 'C1', 'C0', 'CV', 'CB', 'CD', 'CP', 'CT', 'CS', 'DG', 'RB', 'RI', 'RA']) {
      expect(hrwlClasses).toContain(code);
    }
    for (const code of ['SB', 'SI', 'SA', 'WP', 'PB', 'HM', 'HP', 'LF', 'LO', 'RS'])
      expect(hrwlClasses).toContain(code);
    expect(new Set(hrwlClasses).size).toBe(hrwlClasses.length);
    expect(hrwlClassLabel('C6')).toBe('C6 Slewing mobile crane (up to 60 t)');
  });

  it('accepts known codes once each, and names what it refuses', () => {
    expect(HrwlClassesSchema.parse(['C2', 'DG'])).toEqual(['C2', 'DG']);
    expect(HrwlClassesSchema.parse([])).toEqual([]);
    expect(HrwlClassesSchema.safeParse(['C2', 'XX']).error?.issues[0]?.message).toBe('Unknown licence class: XX');
    expect(HrwlClassesSchema.safeParse(['DG', 'DG']).error?.issues[0]?.message).toBe(
      'Each licence class may be listed once',
    );
    expect(HrwlClassesSchema.safeParse('C2').error?.issues[0]?.message).toBe(
      'The licence classes must be a list of class codes',
    );
  });

  it('knows the eight issuing states and territories', () => {
    expect(licenceStates).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
    expect(LicenceStateSchema.safeParse('NZ').error?.issues[0]?.message).toBe(
      'The issuing state must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT',
    );
  });
});
