const storageKey = 'inducteeEmail';

/** The inductee's email, kept for this browser session only (spec §4 Session). */
export const getInducteeEmail = (): string | null => sessionStorage.getItem(storageKey);

export const setInducteeEmail = (email: string): void => sessionStorage.setItem(storageKey, email);

export const clearInducteeEmail = (): void => sessionStorage.removeItem(storageKey);
