/** A mainland mobile number: 11 digits starting 13 to 19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value.trim());
