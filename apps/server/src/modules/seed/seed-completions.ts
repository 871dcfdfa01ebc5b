import { sealCompletions } from '../evidence/evidence.service.ts';
import { findLastVersionNumber, insertVersion, setPublishedVersion } from '../versions/versions.repository.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { insertInduction } from '../inductions/inductions.repository.ts';
import { completionSearchText } from '../records/completion-search.ts';
import { certificateName } from '../certificates/certificates.service.ts';
import { newVerificationCode } from '../certificates/verification-code.ts';
import * as repository from './seed.repository.ts';

const firstNames = [
  'Jane',
  'Sam',
  'Łukasz',
  'Thi',
  'Sean',
  'Aroha',
  'Priya',
  'Mateo',
  'Zoë',
  'Ahmed',
  'Grace',
  'Nguyễn',
];
const lastNames = ['Rigger', 'Nowak', 'Nguyễn', "O'Brien", 'Walker', 'Singh', 'García', 'Ørsted', 'Taylor', 'Khan'];
const companies = [
  'Acme Lifting',
  'Southern Cranes',
  'Ørsted Lifting Pty',
  'Harbour Rigging',
  'Big Hire Co',
  'Summit Scaffolding',
  'Metro Civil',
  'Coastal Haulage',
];
const inductionTitles = [
  'Mobile Crane Site Induction',
  'Rigging and Dogging Refresher',
  'Working at Heights',
  'Visitor Safety Induction',
  'Tower Crane Operations',
];

const crane = [
  ['C2'],
  ['C6', 'DG'],
  ['C1', 'C6'],
  ['DG', 'RB'],
  ['CN'],
  ['C0', 'C1', 'RI'],
  ['LF'],
  ['WP', 'SB'],
] as const;
const states = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The licences of the seeded person `index`: a driver's licence, and for every second person a high
 * risk work licence with a few classes; expiries from two months ago to three years ahead (so every
 * register filter finds some), most pending and some verified or rejected. 1.5 licences a person.
 */
function seededLicences(index: number, now: number) {
  const expiry = (salt: number) => day(now + (((index * 7919 + salt) % 1155) - 60) * 86_400_000);
  return {
    status: (['pending', 'pending', 'verified', 'pending', 'rejected'] as const)[index % 5]!,
    drivers: { number: `DL-${index}`, expiry: expiry(0) },
    hrwl:
      index % 2 === 0
        ? {
            number: `HRWL-${index}`,
            expiry: expiry(401),
            state: states[index % states.length]!,
            classes: [...crane[Math.floor(index / 2) % crane.length]!],
          }
        : undefined,
  };
}

/** Rows written per insert; PostgreSQL takes at most 65535 parameters per statement. */
const batchSize = 500;

/** How far back the first seeded completions go: 18 months, so that some are expired and some expiring. */
const seededSpan = 548 * 86_400_000;

/**
 * Adds `count` completed inductions with realistic people, across a few active inductions (created
 * when missing), for the benchmarks and for trying the screens. They are recorded in the order they
 * were completed, as the app records them: spread evenly from the latest completion already there
 * (or 18 months ago) until now.
 */
export async function seedCompletions(db: Kysely<Database>, count: number, at: Date, log: (line: string) => void) {
  const now = at.getTime();
  const latest = await repository.findLatestCompletedAt(db);
  const from = Math.min(now, Math.max(now - seededSpan, latest ? Date.parse(latest) : 0));
  const spacing = (now - from) / count;
  const inductionIds: number[] = [];
  const versionIds = new Map<number, number>();
  for (const title of inductionTitles) {
    const existing = await repository.findInductionByTitle(db, title);
    if (existing?.published_version_id) {
      inductionIds.push(existing.id);
      versionIds.set(existing.id, existing.published_version_id);
      continue;
    }
    // An induction without pages, published as version 1 (decision 27), which its attempts are given.
    const created =
      existing ??
      (await insertInduction(db, {
        title,
        description: 'Seeded induction.',
        total_min_time_minutes: 20,
        status: 'active',
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      }));
    const version = await insertVersion(db, {
      induction_id: created.id,
      version: (await findLastVersionNumber(db, created.id)) + 1,
      title,
      description: 'Seeded induction.',
      total_min_time_minutes: 20,
      published_at: at.toISOString(),
      published_by_id: null,
      published_by: null,
      completions_choice: 'stayValid',
    });
    await setPublishedVersion(db, created.id, version.id, at.toISOString());
    inductionIds.push(created.id);
    versionIds.set(created.id, version.id);
  }
  const runId = now.toString(36);
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    await db.transaction().execute(async (transaction) => {
      const people = Array.from({ length: size }, (_, offset) => {
        const index = start + offset;
        const firstName = firstNames[index % firstNames.length]!;
        const lastName = lastNames[Math.floor(index / firstNames.length) % lastNames.length]!;
        const company = companies[(index * 7) % companies.length]!;
        const email = `${firstName}.${lastName}.${runId}.${index}@seed.example`
          .normalize('NFD')
          .replace(/[^\x20-\x7e]/g, '')
          .replace(/'/g, '')
          .toLowerCase();
        const completedAt = new Date(Math.round(from + (index + 1) * spacing)).toISOString();
        return {
          firstName,
          lastName,
          company,
          email,
          completedAt,
          inductionId: inductionIds[index % inductionIds.length]!,
          inductionTitle: inductionTitles[index % inductionTitles.length]!,
          code: newVerificationCode(),
          licences: seededLicences(index, now),
        };
      });
      const progressIds = await repository.insertProgressRecords(
        transaction,
        people.map((person) => ({
          email: person.email,
          induction_id: person.inductionId,
          version_id: versionIds.get(person.inductionId)!,
          current_page: 0,
          status: 'completed' as const,
          started_at: person.completedAt,
          last_accessed_at: person.completedAt,
          completed_at: person.completedAt,
        })),
      );
      const completionIds = await repository.insertCompletions(
        transaction,
        people.map((person, offset) => ({
          progress_id: progressIds[offset]!,
          induction_id: person.inductionId,
          email: person.email,
          first_name: person.firstName,
          last_name: person.lastName,
          phone: '0400 000 000',
          company: person.company,
          emergency_contact_name: 'Alex Contact',
          emergency_contact_phone: '0400 111 111',
          emergency_contact_relationship: 'Partner',
          drivers_license_number: person.licences.drivers.number,
          drivers_license_expiry: person.licences.drivers.expiry,
          hrwl_number: person.licences.hrwl?.number ?? '',
          hrwl_expiry: person.licences.hrwl?.expiry ?? '',
          hrwl_state: person.licences.hrwl?.state ?? '',
          hrwl_classes_json: JSON.stringify(person.licences.hrwl?.classes ?? []),
          other_licenses_json: '[]',
          search_text: completionSearchText(person, person.code),
          completed_at: person.completedAt,
        })),
      );
      await repository.insertCertificates(
        transaction,
        people.map((person, offset) => ({
          code: person.code,
          completion_id: completionIds[offset]!,
          full_name: certificateName(person),
          company: person.company,
          induction_title: person.inductionTitle,
          completed_at: person.completedAt,
        })),
      );
      // Sealed with the batch, as the app seals each completion in its own transaction (decision 28).
      await repository.insertLicenceRows(
        transaction,
        people.flatMap((person, offset) => {
          const completion = {
            completion_id: completionIds[offset]!,
            email: person.email,
            first_name: person.firstName,
            last_name: person.lastName,
            company: person.company,
            created_at: person.completedAt,
            status: person.licences.status,
            // Every column given: a bulk insert on SQLite writes NULL for one left out of a row.
            name: '',
            name_key: '',
            state: '',
            classes_json: '[]',
          };
          const { drivers, hrwl } = person.licences;
          return [
            {
              row: { ...completion, kind: 'drivers' as const, number: drivers.number, expiry: drivers.expiry },
              classes: [],
            },
            ...(hrwl
              ? [
                  {
                    row: {
                      ...completion,
                      kind: 'hrwl' as const,
                      number: hrwl.number,
                      expiry: hrwl.expiry,
                      state: hrwl.state,
                      classes_json: JSON.stringify(hrwl.classes),
                    },
                    classes: hrwl.classes,
                  },
                ]
              : []),
          ];
        }),
      );
      await sealCompletions(transaction, completionIds, at);
    });
    if ((start / batchSize) % 20 === 19) log(`${start + size} completions`);
  }
  await repository.analyzeDatabase(db);
  log(`seeded ${count} completions`);
}
