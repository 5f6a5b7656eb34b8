import { describe, it, expect } from 'vitest';
import {
  ZChangePasswordForm,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponseData,
  ZRegisterForm,
  ZRegisterRequest,
  ZResendVerificationRequest,
  ZResetPasswordForm,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
  type TRegisterFormInput,
  type TRegisterRequest,
} from './schemas';
import { firstMessage, messagesOf } from '../testing/schema-messages';

const venezuela = {
  name: 'Venezuela',
  code: 'VE',
  currency: 'Bolívar',
  currencyCode: 'VES',
  currencySymbol: 'Bs.',
};

const validRegister = {
  name: 'Ana',
  lastname: 'Rojas',
  email: 'ana@example.com',
  password: 'Clave#123',
  confirmPassword: 'Clave#123',
  businessName: '',
  phone: '',
  city: '',
  country: venezuela,
  acceptTerms: true,
};

describe('ZLoginRequest', () => {
  it('requires an email and a password with the spec messages', () => {
    expect(messagesOf(ZLoginRequest, { email: '', password: '' })).toEqual({
      email: ['El correo electrónico es obligatorio'],
      password: ['La contraseña es obligatoria'],
    });
    expect(firstMessage(ZLoginRequest, {}, 'email')).toBe('El correo electrónico es obligatorio');
  });

  it('rejects an invalid email', () => {
    expect(firstMessage(ZLoginRequest, { email: 'ana@', password: 'x' }, 'email')).toBe(
      'Debe ser un correo electrónico válido',
    );
  });

  it('trims and lower-cases the email, keeps short passwords (admin-created accounts)', () => {
    expect(ZLoginRequest.parse({ email: '  Ana@Example.COM ', password: 'abc123' })).toEqual({
      email: 'ana@example.com',
      password: 'abc123',
    });
  });
});

describe('ZRegisterForm', () => {
  it('accepts a complete wizard and turns empty optional fields into undefined', () => {
    const data = ZRegisterForm.parse(validRegister);
    expect(data.businessName).toBeUndefined();
    expect(data.phone).toBeUndefined();
    expect(data.city).toBeUndefined();
    expect(data.country).toEqual(venezuela);
  });

  it('requires name, lastname and email', () => {
    const messages = messagesOf(ZRegisterForm, { ...validRegister, name: ' ', lastname: '', email: '' });
    expect(messages.name).toEqual(['El nombre es obligatorio']);
    expect(messages.lastname).toEqual(['El apellido es obligatorio']);
    expect(messages.email).toEqual(['El correo electrónico es obligatorio']);
  });

  it.each([
    ['', 'La contraseña es obligatoria'],
    ['Ab#1', 'La contraseña debe tener al menos 8 caracteres'],
    ['abcdef#1', 'La contraseña debe contener al menos una letra mayúscula'],
    ['ABCDEF#1', 'La contraseña debe contener al menos una letra minúscula'],
    ['Abcdefg#', 'La contraseña debe contener al menos un número'],
    ['Abcdefg1', 'La contraseña debe contener al menos un carácter especial (!@#$%=+^&*(),.?":{}|<>)'],
    ['A1#' + 'a'.repeat(98), 'La contraseña no puede tener más de 100 caracteres'],
  ])('password %j fails with its own message', (password, message) => {
    expect(
      firstMessage(ZRegisterForm, { ...validRegister, password, confirmPassword: password }, 'password'),
    ).toBe(message);
  });

  it('gives only the required message for an empty password', () => {
    expect(
      messagesOf(ZRegisterForm, { ...validRegister, password: '', confirmPassword: '' }).password,
    ).toEqual(['La contraseña es obligatoria']);
  });

  it('accepts every special character of the spec', () => {
    for (const char of '!@#$%=+^&*(),.?":{}|<>') {
      const password = `Abcdef1${char}`;
      expect(ZRegisterForm.safeParse({ ...validRegister, password, confirmPassword: password }).success).toBe(
        true,
      );
    }
  });

  it('requires a matching confirmation', () => {
    expect(firstMessage(ZRegisterForm, { ...validRegister, confirmPassword: '' }, 'confirmPassword')).toBe(
      'Debes confirmar tu contraseña',
    );
    expect(
      firstMessage(ZRegisterForm, { ...validRegister, confirmPassword: 'Clave#124' }, 'confirmPassword'),
    ).toBe('Las contraseñas deben coincidir');
  });

  it('reports a mismatch at step 2 even while later steps are still empty', () => {
    const atStep2 = {
      ...validRegister,
      confirmPassword: 'Otra#1234',
      country: undefined,
      acceptTerms: false,
    };
    expect(firstMessage(ZRegisterForm, atStep2, 'confirmPassword')).toBe('Las contraseñas deben coincidir');
  });

  it('requires a country and accepted terms', () => {
    expect(firstMessage(ZRegisterForm, { ...validRegister, country: undefined }, 'country')).toBe(
      'Debes seleccionar un país',
    );
    expect(firstMessage(ZRegisterForm, { ...validRegister, country: null }, 'country')).toBe(
      'Debes seleccionar un país',
    );
    expect(firstMessage(ZRegisterForm, { ...validRegister, acceptTerms: false }, 'acceptTerms')).toBe(
      'Debes aceptar los términos y condiciones para continuar',
    );
  });
});

describe('ZRegisterRequest', () => {
  it('ignores confirmPassword and fields a visitor must not set', () => {
    const data = ZRegisterRequest.parse({
      ...validRegister,
      businessName: 'Bodega Luz',
      role: 'SUPER_ADMIN',
      status: 'APPROVED',
    });
    expect(data).not.toHaveProperty('confirmPassword');
    expect(data).not.toHaveProperty('role');
    expect(data).not.toHaveProperty('status');
    expect(data.businessName).toBe('Bodega Luz');
  });

  it('still requires the terms to be accepted', () => {
    expect(ZRegisterRequest.safeParse({ ...validRegister, acceptTerms: false }).success).toBe(false);
    expect(ZRegisterRequest.safeParse({ ...validRegister, acceptTerms: undefined }).success).toBe(false);
  });
});

describe('password recovery', () => {
  it('forgot password needs a valid email', () => {
    expect(firstMessage(ZForgotPasswordRequest, { email: '' }, 'email')).toBe(
      'El correo electrónico es obligatorio',
    );
    expect(firstMessage(ZForgotPasswordRequest, { email: 'nope' }, 'email')).toBe(
      'Debe ser un correo electrónico válido',
    );
  });

  it('reset form: required, length and complexity messages', () => {
    expect(firstMessage(ZResetPasswordForm, { password: '', confirmPassword: '' }, 'password')).toBe(
      'La nueva contraseña es obligatoria',
    );
    expect(firstMessage(ZResetPasswordForm, { password: 'Ab1', confirmPassword: 'Ab1' }, 'password')).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    const long = 'Ab1' + 'x'.repeat(98);
    expect(firstMessage(ZResetPasswordForm, { password: long, confirmPassword: long }, 'password')).toBe(
      'La contraseña no puede tener más de 100 caracteres',
    );
    expect(
      firstMessage(ZResetPasswordForm, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password'),
    ).toBe('La contraseña debe contener al menos una letra minúscula, una mayúscula y un número');
    expect(
      firstMessage(ZResetPasswordForm, { password: 'Abcdefg1', confirmPassword: '' }, 'confirmPassword'),
    ).toBe('Confirma tu contraseña');
    expect(
      firstMessage(
        ZResetPasswordForm,
        { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' },
        'confirmPassword',
      ),
    ).toBe('Las contraseñas deben coincidir');
    expect(ZResetPasswordForm.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success).toBe(
      true,
    );
  });

  it('reset request needs the token', () => {
    expect(ZResetPasswordRequest.safeParse({ token: '', password: 'Abcdefg1' }).success).toBe(false);
    expect(ZResetPasswordRequest.parse({ token: 'tok', password: 'Abcdefg1', confirmPassword: 'x' })).toEqual(
      {
        token: 'tok',
        password: 'Abcdefg1',
      },
    );
  });

  it('change form: spec messages', () => {
    const ok = { currentPassword: 'old', newPassword: 'Nueva123', confirmPassword: 'Nueva123' };
    expect(ZChangePasswordForm.safeParse(ok).success).toBe(true);
    expect(firstMessage(ZChangePasswordForm, { ...ok, currentPassword: '' }, 'currentPassword')).toBe(
      'La contraseña actual es obligatoria',
    );
    expect(firstMessage(ZChangePasswordForm, { ...ok, newPassword: '' }, 'newPassword')).toBe(
      'La nueva contraseña es obligatoria',
    );
    expect(firstMessage(ZChangePasswordForm, { ...ok, newPassword: 'Nu1' }, 'newPassword')).toBe(
      'La nueva contraseña debe tener al menos 8 caracteres',
    );
    expect(
      firstMessage(ZChangePasswordForm, { ...ok, newPassword: 'Nu1' + 'x'.repeat(98) }, 'newPassword'),
    ).toBe('La nueva contraseña no puede tener más de 100 caracteres');
    expect(firstMessage(ZChangePasswordForm, { ...ok, newPassword: 'nuevaclave' }, 'newPassword')).toBe(
      'La nueva contraseña debe contener al menos una letra minúscula, una mayúscula y un número',
    );
    expect(firstMessage(ZChangePasswordForm, { ...ok, confirmPassword: '' }, 'confirmPassword')).toBe(
      'Confirma tu nueva contraseña',
    );
    expect(firstMessage(ZChangePasswordForm, { ...ok, confirmPassword: 'Nueva124' }, 'confirmPassword')).toBe(
      'Las contraseñas deben coincidir',
    );
  });

  it('change request keeps only currentPassword and newPassword', () => {
    expect(
      ZChangePasswordRequest.parse({
        currentPassword: 'old',
        newPassword: 'Nueva123',
        confirmPassword: 'Nueva123',
      }),
    ).toEqual({ currentPassword: 'old', newPassword: 'Nueva123' });
  });
});

describe('verification', () => {
  it('verify needs a token', () => {
    expect(ZVerifyEmailRequest.safeParse({ token: '' }).success).toBe(false);
    expect(ZVerifyEmailRequest.parse({ token: 'abc' })).toEqual({ token: 'abc' });
  });

  it('resend trims the email and rejects a blank one with the spec alert', () => {
    expect(firstMessage(ZResendVerificationRequest, { email: '   ' }, 'email')).toBe(
      'Por favor, ingresa tu email',
    );
    expect(ZResendVerificationRequest.parse({ email: ' ana@example.com ' })).toEqual({
      email: 'ana@example.com',
    });
  });
});

describe('ZLoginResponseData', () => {
  it('defaults the role to USER', () => {
    const data = ZLoginResponseData.parse({
      token: 't',
      user: { id: '1', email: 'a@b.co', name: 'Ana', country: null, currency: null, currencySymbol: null },
    });
    expect(data.user.role).toBe('USER');
  });
});

describe('register form types', () => {
  it('takes an unchecked box as input and produces a request-ready value', () => {
    const unchecked: TRegisterFormInput = { ...validRegister, acceptTerms: false };
    expect(ZRegisterForm.safeParse(unchecked).success).toBe(false);
    const values = ZRegisterForm.parse(validRegister);
    const request: TRegisterRequest = values;
    expect(ZRegisterRequest.parse(request).acceptTerms).toBe(true);
  });
});
