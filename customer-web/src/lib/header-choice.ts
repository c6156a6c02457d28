const HEADER_KEY = 'portal.header';

/** Whether the header was hidden for this browser session (`header=hide`, the portal embedded in the provider's app). */
export const headerHiddenByChoice = (): boolean => sessionStorage.getItem(HEADER_KEY) === 'hide';

export const keepHeaderChoice = (choice: 'hide' | 'show'): void => sessionStorage.setItem(HEADER_KEY, choice);
