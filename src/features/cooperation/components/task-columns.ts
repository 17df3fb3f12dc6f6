import { cooperationCopy } from '@/copy';

/** What a task's row and its draft's both say of it: its title, the role it seeks, its category. */
export const taskSubjectColumns = [
  { key: 'title', title: cooperationCopy.title, dataIndex: 'title' },
  { key: 'role', title: cooperationCopy.role, dataIndex: 'roleName' },
  { key: 'category', title: cooperationCopy.category, dataIndex: 'categoryName' },
];
