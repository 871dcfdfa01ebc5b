import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CodeSent, Induction, ProgressListEntry } from '@crane/contract';
import { jsonResponse, stubFetch, type SentRequest } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { InducteePortalPanel } from './inductee-portal-panel';

const email = 'jane.rigger@site.example';
const induction: Induction = {
  id: 7,
  title: 'Crane Site Safety',
  description: 'Before you work near a lift',
  totalMinTimeMinutes: 5,
  status: 'active',
  requiredLicences: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
// In progress on another phone: this browser is not bound to it, so it gets no progress.
const onAnotherDevice: ProgressListEntry = {
  induction,
  status: 'in_progress',
  percent: 33,
  progress: null,
  completion: null,
  isSuperseded: false,
};
const codeSent: CodeSent = {
  isCodeSent: true,
  inductionId: induction.id,
  status: 'in_progress',
  percent: 33,
  message: 'In progress on another device — we emailed you a code',
};

/** The portal of a worker whose induction is under way on another device, with the start's answers in turn. */
function renderPortal(startAnswers: Response[], progressLists: ProgressListEntry[][] = []) {
  const sent = stubFetch({
    'GET /api/inductee/available-inductions': () => jsonResponse([induction]),
    [`GET /api/inductee/${encodeURIComponent(email)}/progress`]: () =>
      jsonResponse(progressLists.shift() ?? [onAnotherDevice]),
    'POST /api/inductee/start': () => startAnswers.shift() ?? jsonResponse(codeSent, { status: 202 }),
    'POST /api/inductee/binding/code': () =>
      jsonResponse(
        {
          message:
            'This induction was updated while you were taking it, and everyone must now take the new version. Please start it again from your inductions.',
        },
        { status: 410 },
      ),
  });
  const result = renderScreen(<InducteePortalPanel email={email} />, { path: '/inductee/portal' });
  const starts = () => sent.filter((request: SentRequest) => request.path === '/api/inductee/start');
  return { ...result, starts };
}

describe('the portal, for an induction in progress on another device', () => {
  it('asks for a code on arrival without asking for a new one, and asks for a new one when the worker does', async () => {
    const { user, starts } = renderPortal([jsonResponse(codeSent, { status: 202 })]);
    const card = within(await screen.findByRole('listitem'));
    expect(await card.findByText('In progress on another device — we emailed you a code')).toBeInTheDocument();
    // Arriving keeps a code already in the inbox: the server emails one only when none is live.
    expect(starts().map((request) => request.body)).toEqual([{ email, inductionId: induction.id }]);

    await user.click(card.getByRole('button', { name: 'Email me a new code' }));
    expect(await screen.findByText('We emailed you a new code')).toBeInTheDocument();
    expect(screen.getByText('The code emailed before no longer works.')).toBeInTheDocument();
    expect(starts().at(-1)?.body).toEqual({ email, inductionId: induction.id, isNewCodeRequested: true });
  });

  it('turns the card to Take again when the code is for an attempt a new version ended', async () => {
    const { user } = renderPortal([], [[onAnotherDevice], [{ ...onAnotherDevice, isSuperseded: true }]]);
    const card = within(await screen.findByRole('listitem'));
    await card.findByText('In progress on another device — we emailed you a code');
    await user.type(await card.findByLabelText('Code from the email'), '123456');
    await user.click(card.getByRole('button', { name: 'Continue' }));
    expect(
      await card.findByText('This induction was updated while you were taking it. Please start it again.'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: `Take again ${induction.title}` })).toBeInTheDocument();
    expect(card.queryByLabelText('Code from the email')).not.toBeInTheDocument();
  });

  it('says why no new code was emailed when it was asked for too soon', async () => {
    const tooSoon = 'We emailed you a code less than a minute ago. Please wait 40 seconds, then ask for a new one.';
    const { user } = renderPortal([
      jsonResponse(codeSent, { status: 202 }),
      jsonResponse({ message: tooSoon }, { status: 429, headers: { 'Retry-After': '40' } }),
    ]);
    const card = within(await screen.findByRole('listitem'));
    await card.findByText('In progress on another device — we emailed you a code');
    await user.click(card.getByRole('button', { name: 'Email me a new code' }));
    expect(await screen.findByText('No new code was emailed')).toBeInTheDocument();
    expect(screen.getByText(tooSoon)).toBeInTheDocument();
  });
});
