// antd's `Input` namespace drags TextArea, Search and OTP along; the login page needs neither,
// and importing the two inputs it uses directly keeps them out of its first paint.
export { default as TextInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
