import { screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { WorkerCertificate } from './worker-certificate';

const certificate = {
  verificationCode: '7KQ4-M2XD-9BWT',
  verifyUrl: 'https://induction.crane.example/verify/7KQ4-M2XD-9BWT',
};

describe("the worker's certificate", () => {
  it('draws the QR code of the check address, one square per dark module inside a 4-module margin', async () => {
    stubFetch({});
    renderScreen(<WorkerCertificate progressId={42} certificate={certificate} />);
    const qr = await screen.findByRole('img', { name: /QR code of your certificate/ });
    const { modules } = QRCode.create(certificate.verifyUrl, { errorCorrectionLevel: 'M' });
    const size = modules.size + 8;
    expect(qr).toHaveAttribute('viewBox', `0 0 ${size} ${size}`);
    const squares = [...(qr.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)];
    const dark: string[] = [];
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) dark.push(`${column + 4},${row + 4}`);
    expect(squares.map(([, x, y]) => `${x},${y}`)).toEqual(dark);
  });

  it('gives the code in words, labelled, and the download', () => {
    stubFetch({});
    renderScreen(<WorkerCertificate progressId={42} certificate={certificate} />);
    expect(screen.getByText('Verification code')).toBeInTheDocument();
    expect(screen.getByText('7KQ4-M2XD-9BWT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download certificate' })).toBeEnabled();
  });
});
