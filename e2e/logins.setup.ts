import {
  logInThroughForm,
  MEMBER,
  saveLogin,
  test as setup,
  ZERO_BALANCE_MEMBER,
} from './fixtures';

// Each seeded account logs in through the form once; the journeys of the mock build then start
// from what the browser held afterwards (logIn in fixtures.ts).
for (const phone of [MEMBER, ZERO_BALANCE_MEMBER]) {
  setup(`${phone} logs in through the form`, async ({ page }) => {
    await logInThroughForm(page, phone);
    await saveLogin(page, phone);
  });
}
