import { Form, Input, Select } from 'antd';
import { staffCopy } from '@/copy';
import { staffPost } from '@/lib/enums/staff';
import { REMARK_MAX, staffFormRules } from '../utils/staff-form';
import { PartitionSelect } from './partition-select';

/** 岗位, 所属战区 and 备注: what the member decides when linking or editing a staff member. */
export function StaffTermsFields() {
  return (
    <>
      <Form.Item name="post" label={staffCopy.post} rules={staffFormRules.post}>
        <Select placeholder={staffCopy.postPlaceholder} options={staffPost.options} />
      </Form.Item>
      <Form.Item name="partitionId" label={staffCopy.partition}>
        <PartitionSelect allowClear placeholder={staffCopy.partitionPlaceholder} />
      </Form.Item>
      <Form.Item name="remark" label={staffCopy.remark} rules={staffFormRules.remark}>
        <Input.TextArea
          rows={3}
          maxLength={REMARK_MAX}
          showCount
          placeholder={staffCopy.remarkPlaceholder}
        />
      </Form.Item>
    </>
  );
}
