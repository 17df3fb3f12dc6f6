/** 8 to 30 letters or digits, as the companies' tracking numbers run. */
const TRACKING_NO = /^[A-Za-z0-9]{8,30}$/;

export const isTrackingNo = (value: string): boolean => TRACKING_NO.test(value.trim());
