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
