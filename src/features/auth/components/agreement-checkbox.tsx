import { Checkbox, Form } from 'antd';
import { hrefs } from '@/config/paths';
import { authCopy } from '@/copy';
import { agreementRules } from '../utils/auth-form';

/** "I have read and agree to the user agreement", with the agreement opening in a new tab. */
export function AgreementCheckbox() {
  return (
    <Form.Item name="agreement" valuePropName="checked" rules={agreementRules}>
      <Checkbox>
        {authCopy.agreeTo}
        <a href={hrefs.agreement('user')} target="_blank" rel="noopener noreferrer">
          {authCopy.agreementLink}
        </a>
      </Checkbox>
    </Form.Item>
  );
}
