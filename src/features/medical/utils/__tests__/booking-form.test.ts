import { bookableDays, normalisePhone, toBookingBody } from '../booking-form';

describe('the booking form', () => {
  it('offers the fourteen days from tomorrow, across a month’s end', () => {
    const days = bookableDays(new Date(2024, 5, 20, 23, 30));
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2024-06-21');
    expect(days.at(-1)).toBe('2024-07-04');
  });

  it('sends the texts trimmed and the phone as half-width digits', () => {
    expect(normalisePhone('１３８ 0000-0001')).toBe('13800000001');
    expect(
      toBookingBody(7, {
        patientName: ' 林晓雨 ',
        phone: '１３８０００００００１',
        appointmentDay: '2024-06-22',
        description: '  头晕乏力  ',
      }),
    ).toEqual({
      itemId: 7,
      patientName: '林晓雨',
      phone: '13800000001',
      appointmentDay: '2024-06-22',
      description: '头晕乏力',
    });
  });
});
