import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import type { RequiredLicence } from '@crane/contract';
import { CertificationForm } from './certification-form';

const completion = {
  success: true,
  message: 'Induction completed',
  completionId: 3,
  completedAt: '2026-01-05T10:00:00Z',
  certificate: { verificationCode: '7KQ4-M2XD-9BWT', verifyUrl: 'http://localhost:3000/verify/7KQ4-M2XD-9BWT' },
};
const photo = (name = 'passport.jpg', type = 'image/jpeg', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

function renderForm(props: { canSubmit?: boolean; secondsLeft?: number; requiredLicences?: RequiredLicence[] } = {}) {
  const onCompleted = vi.fn();
  const rendered = renderScreen(
    <CertificationForm
      progressId={42}
      requiredLicences={props.requiredLicences ?? []}
      canSubmit={props.canSubmit ?? true}
      secondsLeft={props.secondsLeft ?? 0}
      onCompleted={onCompleted}
    />,
    { path: '/inductee/progress/42' },
  );
  return { ...rendered, onCompleted };
}

type User = ReturnType<typeof renderForm>['user'];

async function fillPerson(user: User) {
  await user.type(screen.getByLabelText('First Name'), 'Jordan');
  await user.type(screen.getByLabelText('Last Name'), 'Smith');
  await user.type(screen.getByLabelText('Phone'), '0400 111 222');
  await user.type(screen.getByLabelText('Company'), 'Acme Rigging');
  await user.type(screen.getByLabelText('Emergency Contact Name'), 'Alex Smith');
  await user.type(screen.getByLabelText('Emergency Contact Phone'), '0400 333 444');
  await user.type(screen.getByLabelText('Relationship'), 'Partner');
  await user.click(screen.getByLabelText(/I confirm that I have read/));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Complete Induction' }));

describe('the certification form', () => {
  it("shows the spec's messages for empty fields and sends nothing", async () => {
    const sent = stubFetch({});
    const { user } = renderForm();
    await submit(user);
    expect(await screen.findByText('Form validation failed')).toBeInTheDocument();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Company name is required',
      'Emergency contact name is required',
      'Emergency contact phone is required',
      'Relationship is required',
      'You must agree to the terms',
    ]) {
      // Under the field, and in the summary at the top.
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('puts a focused summary of what is wrong at the top, each message a link to its field', async () => {
    stubFetch({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('First Name'), 'Jordan');
    await user.click(screen.getByLabelText("I hold a driver's licence"));
    await user.type(screen.getByLabelText('Expiry Date'), '2020-01-31');
    await submit(user);
    const summary = await screen.findByRole('region', { name: /answers need your attention/ });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Last name is required',
      'Phone number is required',
      'Company name is required',
      'Emergency contact name is required',
      'Emergency contact phone is required',
      'Relationship is required',
      'You must agree to the terms',
      "Please upload an identification document (driver's license or passport)",
      'This licence has expired: only a current licence can be accepted',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Company name is required' }));
    expect(screen.getByLabelText('Company')).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /This licence has expired/ }));
    expect(screen.getByLabelText('Expiry Date')).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'You must agree to the terms' }));
    expect(screen.getByLabelText(/I confirm that I have read/)).toHaveFocus();
  });

  it('asks for the identification document when everything else is filled in', async () => {
    const sent = stubFetch({});
    const { user } = renderForm();
    await fillPerson(user);
    await submit(user);
    expect(await screen.findByText('Missing Identification')).toBeInTheDocument();
    expect(
      screen.getAllByText("Please upload an identification document (driver's license or passport)").length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('takes a camera photo over 5MB, which is shrunk before it is sent', async () => {
    const { user } = renderForm();
    const identification = screen.getByLabelText("Identification (driver's licence or passport)");
    await user.upload(identification, photo('camera.jpg', 'image/jpeg', 12 * 1024 * 1024));
    expect(await screen.findByText('camera.jpg selected')).toBeInTheDocument();
    expect(screen.queryByText('This file is larger than 5MB')).not.toBeInTheDocument();
  });

  it('refuses a PDF over 5MB as soon as it is chosen, and at submit says why', async () => {
    const sent = stubFetch({});
    const { user } = renderForm();
    await fillPerson(user);
    const identification = screen.getByLabelText("Identification (driver's licence or passport)");
    await user.upload(identification, photo('scan.pdf', 'application/pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('This file is larger than 5MB')).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to upload files. Please ensure all files are less than 5MB and try again.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.upload(identification, photo());
    expect(await screen.findByText('passport.jpg selected')).toBeInTheDocument();
    expect(screen.queryByText('This file is larger than 5MB')).not.toBeInTheDocument();
  });

  it('refuses HEIC photos and files that are neither images the server reads nor PDFs', async () => {
    stubFetch({});
    const { user } = renderForm();
    const identification = screen.getByLabelText("Identification (driver's licence or passport)");
    await user.upload(identification, photo('IMG_0001.HEIC', 'image/heic'));
    expect(await screen.findByText(/^HEIC photos cannot be accepted/)).toBeInTheDocument();
    await user.upload(identification, photo('animation.gif', 'image/gif'));
    expect(await screen.findByText('Only images (JPEG, PNG or WebP) or PDF files are accepted')).toBeInTheDocument();
    await user.upload(identification, photo('licence.pdf', 'application/pdf'));
    expect(await screen.findByText('licence.pdf selected')).toBeInTheDocument();
  });

  it('sends the details, the licences held and their files, progressId first, then hands on the certificate', async () => {
    let finish: (response: Response) => void = () => undefined;
    const sent = stubFetch({
      'POST /api/inductee/complete': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const { user, onCompleted } = renderForm();
    await fillPerson(user);
    await user.upload(screen.getByLabelText("Identification (driver's licence or passport)"), photo());

    await user.click(screen.getByLabelText("I hold a driver's licence"));
    await user.type(screen.getByLabelText("Driver's Licence Number"), 'DL-778899');
    const driversLicence = screen.getByRole('group', { name: "Driver's licence" });
    await user.type(within(driversLicence).getByLabelText('Expiry Date'), '2029-03-31');
    await user.upload(within(driversLicence).getByLabelText('Front image'), photo('front.png', 'image/png'));

    // A licence ticked, filled in and unticked again is not sent.
    await user.click(screen.getByLabelText('I hold a High Risk Work Licence'));
    await user.type(screen.getByLabelText('HRWL Number'), 'HR-1');
    await user.upload(
      within(screen.getByRole('group', { name: 'High Risk Work Licence (HRWL)' })).getByLabelText('Back image'),
      photo('hrwl.jpg', 'image/jpeg', 6 * 1024 * 1024),
    );
    await user.click(screen.getByLabelText('I hold a High Risk Work Licence'));

    // Two other licences; the first is removed, so the second's image becomes licence 0's.
    await user.click(screen.getByRole('button', { name: 'Add Other Licence' }));
    await user.click(screen.getByRole('button', { name: 'Add Other Licence' }));
    const others = screen.getByRole('group', { name: 'Other licences' });
    await user.type(within(others).getAllByLabelText('Licence Name')[1]!, 'Dogging');
    await user.upload(within(others).getAllByLabelText('Front image')[1]!, photo('dogging.jpg'));
    await user.click(within(others).getAllByRole('button', { name: 'Remove' })[0]!);

    await submit(user);
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();

    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as FormData;
    expect([...body.keys()]).toEqual([
      'progressId',
      'firstName',
      'lastName',
      'phone',
      'company',
      'emergencyContactName',
      'emergencyContactPhone',
      'emergencyContactRelationship',
      'driversLicenseNumber',
      'driversLicenseExpiry',
      'otherLicenses',
      'agreement',
      'identification',
      'driversLicenseFront',
      'otherLicense_0_front',
    ]);
    expect(body.get('progressId')).toBe('42');
    expect(body.get('firstName')).toBe('Jordan');
    expect(body.get('driversLicenseNumber')).toBe('DL-778899');
    expect(body.get('driversLicenseExpiry')).toBe('2029-03-31');
    expect(JSON.parse(body.get('otherLicenses') as string)).toEqual([{ name: 'Dogging', number: '', expiry: '' }]);
    expect(body.get('agreement')).toBe('true');
    expect((body.get('otherLicense_0_front') as File).name).toBe('dogging.jpg');

    finish(jsonResponse(completion));
    expect(await screen.findByText('Induction completed')).toBeInTheDocument();
    expect(screen.getByText('Thank you for completing this induction.')).toBeInTheDocument();
    // The player shows the completion screen with the certificate the server answered.
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith(completion));
  });

  it('sends the High Risk Work Licence with its state and the classes ticked, and refuses one that has expired', async () => {
    const sent = stubFetch({ 'POST /api/inductee/complete': () => jsonResponse(completion) });
    const { user } = renderForm();
    await fillPerson(user);
    await user.upload(screen.getByLabelText("Identification (driver's licence or passport)"), photo());
    await user.click(screen.getByLabelText('I hold a High Risk Work Licence'));
    const hrwl = screen.getByRole('group', { name: 'High Risk Work Licence (HRWL)' });
    await user.type(screen.getByLabelText('HRWL Number'), 'HRW 123-456');
    await user.type(within(hrwl).getByLabelText('Expiry Date'), '2020-06-30');
    await user.selectOptions(within(hrwl).getByLabelText('Issuing State or Territory'), 'NSW');
    const classes = within(hrwl).getByRole('group', { name: 'Classes held' });
    await user.click(within(classes).getByLabelText('C6 Slewing mobile crane (up to 60 t)'));
    await user.click(within(classes).getByLabelText('DG Dogging'));

    await submit(user);
    expect(
      await within(hrwl).findByText('This licence has expired: only a current licence can be accepted'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(hrwl).getByLabelText('Expiry Date'));
    await user.type(within(hrwl).getByLabelText('Expiry Date'), '2030-06-30');
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as FormData;
    expect(body.get('hrwlNumber')).toBe('HRW 123-456');
    expect(body.get('hrwlExpiry')).toBe('2030-06-30');
    expect(body.get('hrwlState')).toBe('NSW');
    expect(JSON.parse(body.get('hrwlClasses') as string)).toEqual(['C6', 'DG']);
  });

  it('says the licences the induction requires, starts them ticked, and sends nothing until they are given', async () => {
    const sent = stubFetch({ 'POST /api/inductee/complete': () => jsonResponse(completion) });
    const { user } = renderForm({ requiredLicences: [{ kind: 'hrwl', classes: ['C2', 'C6'] }] });
    expect(screen.getByText('Licences required')).toBeInTheDocument();
    expect(screen.getByText('A high risk work licence with at least one of the classes C2 or C6')).toBeInTheDocument();
    expect(screen.getByLabelText('I hold a High Risk Work Licence')).toBeChecked();
    expect(screen.getByLabelText("I hold a driver's licence")).not.toBeChecked();

    await fillPerson(user);
    await user.upload(screen.getByLabelText("Identification (driver's licence or passport)"), photo());
    const hrwl = screen.getByRole('group', { name: 'High Risk Work Licence (HRWL)' });
    await user.type(screen.getByLabelText('HRWL Number'), 'HRW 123-456');
    await user.type(within(hrwl).getByLabelText('Expiry Date'), '2030-06-30');
    await user.click(within(hrwl).getByLabelText('DG Dogging'));
    await submit(user);
    expect(await screen.findByText('Required licence missing')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This induction requires a high risk work licence with at least one of the classes C2 or C6: give a photo of its front and a photo of its back',
    );
    expect(sent).toHaveLength(0);

    await user.upload(within(hrwl).getByLabelText('Front image'), photo('front.jpg'));
    await user.upload(within(hrwl).getByLabelText('Back image'), photo('back.jpg'));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'tick the classes your licence holds (none of C2 or C6 is ticked)',
    );
    expect(sent).toHaveLength(0);

    await user.click(within(hrwl).getByLabelText('C6 Slewing mobile crane (up to 60 t)'));
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse((sent[0]!.body as FormData).get('hrwlClasses') as string)).toEqual(['C6', 'DG']);
  });

  it('tells the server refusal, and lets the inductee send again', async () => {
    stubFetch({
      'POST /api/inductee/complete': () =>
        jsonResponse({ message: 'Identification: the image could not be read.' }, { status: 400 }),
    });
    const { user, onCompleted } = renderForm();
    await fillPerson(user);
    await user.upload(screen.getByLabelText("Identification (driver's licence or passport)"), photo());
    await submit(user);
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect(screen.getByText('Identification: the image could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Induction' })).toBeEnabled();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('cannot be sent before the last page is done, and says what is left', () => {
    stubFetch({});
    renderForm({ canSubmit: false, secondsLeft: 75 });
    expect(screen.getByRole('button', { name: 'Complete Induction' })).toBeDisabled();
    expect(
      screen.getByText('You can complete the induction when the timer reaches 0:00 (1:15 left).'),
    ).toBeInTheDocument();
  });
});
