export const editorCopy = {
  label: '正文',
  placeholder: '请输入内容...',
  loading: '编辑器加载中...',
  imageGroup: '图片',
  unsafeLink: '链接地址仅支持 http:// 或 https:// 开头的网址，或本站路径',
  unsafeImage: '图片地址仅支持 http:// 或 https:// 开头的网址，或本站路径',
} as const;
