import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Induction } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { InductionDetailsScreen } from './builder-screens';

const draft: Induction = {
  id: 5,
  title: 'Crane Site Safety',
  description: 'Before you work near a lift',
  totalMinTimeMinutes: 20,
  status: 'draft',
  requiredLicences: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  translations: {},
  revision: 2,
};

describe('the induction details form', () => {
  it('sends the revision it opened; refused, it keeps the edits and that revision, and reads the induction again (decision 54)', async () => {
    const changedSince =
      'Another administrator changed this induction after you opened it. Open it again to see their changes, then make yours.';
    let induction = draft;
    const sent = stubFetch({
      'GET /api/inductions/5': () => jsonResponse(induction),
      'PUT /api/inductions/5': () => {
        // Meanwhile another admin published it.
        induction = { ...draft, status: 'active', revision: 3 };
        return jsonResponse({ message: changedSince }, { status: 409 });
      },
    });
    const { user, currentPath } = renderScreen(<InductionDetailsScreen inductionId={5} />, {
      path: '/admin/inductions/5/details',
    });
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Crane Site Safety 2027');
    const saves = () => sent.filter((request) => request.method === 'PUT');
    const reads = () => sent.filter((request) => request.method === 'GET');
    for (const attempt of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'Update Induction' }));
      await waitFor(() => expect(saves()).toHaveLength(attempt));
      expect(await screen.findAllByText(`409: ${changedSince}`)).not.toHaveLength(0);
      await waitFor(() => expect(reads()).toHaveLength(attempt + 1));
      // The status and revision it opened with: a stale save never puts the published induction back to draft.
      expect(saves().at(-1)!.body).toMatchObject({ title: 'Crane Site Safety 2027', status: 'draft', revision: 2 });
      expect(screen.getByLabelText('Title')).toHaveValue('Crane Site Safety 2027');
    }
    expect(currentPath()).toBe('/admin/inductions/5/details');
  });
});
