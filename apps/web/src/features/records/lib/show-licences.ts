import { toast } from '@/lib/toast';
import { getLicences } from '../api/get-licences';

/** View License Information (spec §8): fetches the licences and says how many there are, and which. */
export async function showLicences(target: { inductionId: number; progressId: number }): Promise<void> {
  try {
    const licences = await getLicences(target.inductionId, target.progressId);
    const all = [licences.driversLicense, licences.hrwl, ...licences.otherLicenses].flatMap((licence) =>
      licence ? [licence] : [],
    );
    const names = all.map((licence) => `${licence.name}${licence.number ? ` ${licence.number}` : ''}`).join(', ');
    toast.success('Licenses retrieved', {
      description: `Retrieved ${all.length} license(s) for this inductee.${names ? ` ${names}` : ''}`,
    });
  } catch {
    toast.error('Failed to fetch licenses', { description: 'There was an error retrieving license information' });
  }
}
