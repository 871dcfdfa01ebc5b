import type { Language, SignatureMethod } from '@crane/contract';
import type { HrwlClass } from '@crane/contract';

/**
 * The plain data the three documents are drawn from. The documents module knows nothing of the
 * database or storage: a caller gathers this and the renderers turn it into PDF bytes.
 */

/** A licence the inductee declared beyond the driver's licence and the high-risk work licence. */
export type DocumentLicence = {
  name: string;
  number: string;
  /** YYYY-MM-DD, or '' when the inductee gave none. */
  expiry: string;
};

/** One question of a quiz: its text, the answer given (null when none) and the right one. */
export type DocumentQuizAnswer = { question: string; answer: string | null; correctAnswer: string; isCorrect: boolean };

/** One page of the induction as the inductee went through it (detailed summary only). */
export type DocumentPage = {
  title: string;
  /** ISO UTC; null when the server has no record of the page being shown. */
  firstShownAt: string | null;
  /** Null when unknown. */
  secondsSpent: number | null;
  /**
   * The page's quiz as the inductee last checked it (Check Answers): when, and every question with
   * the answer given; `answeredAt` null and no answers when it was never checked. Null on a page
   * without a quiz.
   */
  quiz: { answeredAt: string | null; answers: DocumentQuizAnswer[] } | null;
  /** PNG bytes of the signature on that page, and whether it was drawn or typed (issue 16). */
  signaturePng: Uint8Array | null;
  signatureMethod: SignatureMethod | null;
};

/** What the summary prints of a completion's sealed evidence (decision 28). */
export type DocumentEvidence = {
  sequence: number;
  seal: string;
  previousSeal: string;
  sealedAt: string;
  pages: {
    order: number;
    title: string;
    firstShownAt: string | null;
    satisfiedAt: string | null;
    secondsSpent: number | null;
  }[];
};

/** A completed induction and everything the certificate, report and summary show of it. */
export type DocumentCompletion = {
  /** The certificate's verification code, grouped, e.g. '7KQ4-M2XD-9BWT': printed on every document. */
  verificationCode: string;
  /** ISO UTC. */
  completedAt: string;
  /** ISO UTC, completedAt + 12 months. */
  expiresAt: string;
  person: { firstName: string; lastName: string; email: string; phone: string; company: string };
  emergencyContact: { name: string; phone: string; relationship: string };
  driversLicence: { number: string; expiry: string } | null;
  /** With the issuing state ('' when not given) and the classes held (issue 15). */
  highRiskWorkLicence: { number: string; expiry: string; state: string; classes: HrwlClass[] } | null;
  otherLicences: DocumentLicence[];
  /** The induction as the version the attempt was started on showed it (decision 27). */
  induction: { title: string; description: string; version: { number: number; publishedAt: string } | null };
  /** image/jpeg, image/png, image/webp, image/heic or application/pdf. */
  identification: { bytes: Uint8Array; contentType: string } | null;
  /** Used by the detailed summary only. */
  pages: DocumentPage[];
  /** The sealed evidence record, for the detailed summary; null when not sealed (the certificate drawn at completion). */
  evidence: DocumentEvidence | null;
  /** The language the worker took the induction in (issue 16 §2). */
  language: Language;
  /** ISO UTC; also decides whether the completion is shown as valid or expired. */
  generatedAt: string;
  /** The company's IANA time zone (TIME_ZONE): every date and time is printed in it, the zone named. */
  timeZone: string;
  /** e.g. https://induction.example.com, printed small as the verification address. */
  publicUrl: string;
};

/** "Łukasz Nowak": the name every document prints, as the inductee wrote it. */
export function fullNameOf(person: DocumentCompletion['person']): string {
  return `${person.firstName.trim()} ${person.lastName.trim()}`.trim();
}
