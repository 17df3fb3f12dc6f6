import { Button } from 'antd';
import { SMS_RESEND_SECONDS } from '@/config/constants';
import { authCopy } from '@/copy';
import type { AuthPurpose } from '@/lib/enums/auth-purpose';
import { getFeedback } from '@/lib/feedback';
import { sendVerificationCode } from '../api/login-calls';
import { useCountdown } from '../hooks/use-countdown';
import { useSingleFlight } from '@/lib/use-single-flight';
import { reportUnshownError } from '@/lib/report-unshown-error';

export interface SendCodeButtonProps {
  /** Resolves the phone to send to; rejects (and shows the form error) when it is invalid. */
  getPhone: () => Promise<string>;
  purpose: AuthPurpose;
}

/** Sends a verification code; disabled while sending and for the resend countdown after. */
export function SendCodeButton({ getPhone, purpose }: SendCodeButtonProps) {
  const countdown = useCountdown(SMS_RESEND_SECONDS);

  const send = useSingleFlight(async () => {
    let phone: string;
    try {
      phone = await getPhone();
    } catch {
      return; // the form already shows why the phone is not valid
    }
    try {
      await sendVerificationCode({ phone, type: purpose });
      countdown.start();
      getFeedback().toastSuccess(authCopy.codeSent);
    } catch (error) {
      reportUnshownError(error);
    }
  });

  return (
    <Button
      type="link"
      size="small"
      disabled={send.pending || countdown.running}
      onClick={() => void send.run()}
    >
      {countdown.running ? authCopy.resendIn(countdown.remaining) : authCopy.getCode}
    </Button>
  );
}
