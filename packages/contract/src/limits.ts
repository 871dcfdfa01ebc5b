/** Limits of spec section 9 that both the server and the web forms enforce. */
export const limits = {
  /** Minimum password length accepted by the login form. */
  loginPasswordMin: 6,
  /** Minimum password length when an admin is created or a password is changed. */
  passwordMin: 8,
  /** Upper bound on any password, so hashing cost stays bounded. */
  passwordMax: 256,
  nameMin: 2,
  nameMax: 120,
  emailMax: 254,
} as const;

/** Authoring limits of spec sections 5 and 9, applied by the server when a page is saved. */
export const inductionLimits = {
  titleMin: 3,
  titleMax: 200,
  descriptionMax: 5000,
  /** Minimum total time of an induction, in minutes. */
  totalMinTimeMinutesMin: 5,
  totalMinTimeMinutesDefault: 20,
  totalMinTimeMinutesMax: 24 * 60,
  /** Rich text longer than this is cut to `richTextCutTo` characters plus an ellipsis. */
  richTextMax: 10000,
  richTextCutTo: 9990,
  quizQuestionsMax: 20,
  quizOptionsMax: 10,
  quizOptionsMin: 2,
  /** Longest question or option text kept. */
  quizTextMax: 499,
  /** Orders are capped here; new pages start at 100 + |temporary id|. */
  pageOrderMax: 9999,
  newPageOrderBase: 100,
  pageMinTimeSecondsDefault: 60,
  pageMinTimeSecondsMax: 24 * 60 * 60,
} as const;
