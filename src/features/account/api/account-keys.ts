export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
  presetPhotos: () => [...accountKeys.all, 'preset-photos'] as const,
  systemLog: (pageNo: number) => [...accountKeys.all, 'system-log', pageNo] as const,
};
