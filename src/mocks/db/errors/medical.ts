import { errorTable } from './error-table';

/** The errors of the medical service: its categories, bookings and their payment. */
export const medicalError = errorTable({
  categoryUnknown: { code: '24701', message: '该医疗服务类别不存在' },
  serviceNotFound: { code: '24702', message: '该咨询服务不存在或已下架' },
  consultationNotFound: { code: '24703', message: '该咨询不存在' },
  patientNameMissing: { code: '24704', message: '请输入就诊人姓名' },
  patientNameTooLong: { code: '24705', message: '就诊人姓名不能超过20个字' },
  phoneInvalid: { code: '24706', message: '请输入正确的手机号' },
  appointmentDayInvalid: { code: '24707', message: '预约日期须在明天起的14天内' },
  descriptionMissing: { code: '24708', message: '请填写病情描述' },
  descriptionTooLong: { code: '24709', message: '病情描述不能超过500个字' },
  notUnpaid: { code: '24710', message: '该咨询不是待支付状态' },
});
