export const uploadCopy = {
  select: '上传图片',
  selectFor: (subject: string) => `上传${subject}`,
  hint: (maxMb: number) => `支持 gif、jpeg、jpg、png、svg 格式，可多选，单张不超过 ${maxMb}MB`,
  wrongType: (name: string) => `「${name}」不是支持的图片格式（gif、jpeg、jpg、png、svg）`,
  unknownType: (name: string) =>
    `无法识别「${name}」的文件类型，请选择 gif、jpeg、jpg、png 或 svg 格式的图片`,
  contentMismatch: (name: string) => `「${name}」的内容与其图片格式不符，请选择真实的图片文件`,
  unreadable: (name: string) => `无法读取「${name}」，请重新选择`,
  tooLarge: (name: string, maxMb: number) => `「${name}」超过 ${maxMb}MB，请压缩后重试`,
  tooMany: (max: number) => `最多上传 ${max} 张图片`,
  remove: (index: number) => `删除第 ${index} 张图片`,
  imageAlt: (index: number) => `已上传图片 ${index}`,
  uploads: '上传进度',
} as const;
