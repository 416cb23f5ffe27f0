import { describe, it, expect } from 'vitest';
import {
  PASSWORD_CRITERIA,
  passwordStrength,
  type PasswordCriterion,
  type PasswordStrength,
} from './password-strength.js';

describe('PASSWORD_CRITERIA', () => {
  it('lists the five criteria in hint order: length, uppercase, lowercase, number, special', () => {
    expect(PASSWORD_CRITERIA).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
  });
});

describe('passwordStrength', () => {
  // Spec point 5: fewer than 2 criteria weak (25%), 2-3 medium (50%), 4 good (75%), 5 strong (100%).
  it.each<[string, PasswordStrength]>([
    ['', { score: 0, level: 'weak', percent: 25, missing: ['length', 'uppercase', 'lowercase', 'number', 'special'] }],
    ['abc', { score: 1, level: 'weak', percent: 25, missing: ['length', 'uppercase', 'number', 'special'] }],
    ['abcdefgh', { score: 2, level: 'medium', percent: 50, missing: ['uppercase', 'number', 'special'] }],
    ['Abcdefgh', { score: 3, level: 'medium', percent: 50, missing: ['number', 'special'] }],
    ['Abcdefg1', { score: 4, level: 'good', percent: 75, missing: ['special'] }],
    ['Abcdef1!', { score: 5, level: 'strong', percent: 100, missing: [] }],
  ])('rates %j', (password, strength) => {
    expect(passwordStrength(password)).toEqual(strength);
  });

  it.each<[string, PasswordCriterion]>([
    ['Abcde1!', 'length'],
    ['abcdef1!', 'uppercase'],
    ['ABCDEF1!', 'lowercase'],
    ['Abcdefg!', 'number'],
    ['Abcdefg1', 'special'],
  ])('rates %j good, missing only %s', (password, criterion) => {
    const strength = passwordStrength(password);
    expect(strength.missing).toEqual([criterion]);
    expect(strength).toMatchObject({ score: 4, level: 'good', percent: 75 });
  });

  it.each<[string, number]>([
    ['1', 1],
    ['!', 1],
    ['A', 1],
    ['12345678', 2],
    ['ABCDEFGH', 2],
    ['!!!!!!!!', 2],
    ['Ab', 2],
    ['Ab1', 3],
    ['Ab1!', 4],
    ['aB3$', 4],
  ])('gives %j a score of %d', (password, score) => {
    expect(passwordStrength(password).score).toBe(score);
  });

  it.each<[number, string, number]>([
    [0, 'weak', 25],
    [1, 'weak', 25],
    [2, 'medium', 50],
    [3, 'medium', 50],
    [4, 'good', 75],
    [5, 'strong', 100],
  ])('shows score %d as %s at %d percent', (score, level, percent) => {
    const password = ['', '1', 'a1', 'aB1', 'aB1!', 'aB1!aB1!'][score] ?? '';
    expect(passwordStrength(password)).toMatchObject({ score, level, percent });
  });

  it('always lists the missing criteria in the order length, uppercase, lowercase, number, special', () => {
    for (const password of ['', 'a', 'A', '1', '!', 'aA', '1!', 'ABCDEFGH', '!!!!!!!!']) {
      const { missing, score } = passwordStrength(password);
      expect(missing).toEqual(PASSWORD_CRITERIA.filter((criterion) => missing.includes(criterion)));
      expect(score).toBe(PASSWORD_CRITERIA.length - missing.length);
    }
  });

  it('counts accented capitals and small letters as letters of that case', () => {
    expect(passwordStrength('É').missing).not.toContain('uppercase');
    expect(passwordStrength('é').missing).not.toContain('lowercase');
    expect(passwordStrength('É').missing).toContain('special');
  });

  it('counts characters, not bytes or UTF-16 units, for the length', () => {
    expect(passwordStrength('😀😀😀😀').missing).toContain('length');
    expect(passwordStrength('😀'.repeat(8)).missing).not.toContain('length');
  });

  it('does not count a space as a special character', () => {
    expect(passwordStrength('Abc def1').missing).toEqual(['special']);
  });

  it.each(['!', '@', '#', '-', '_', '.', '€', '😀'])('counts %j as a special character', (character) => {
    expect(passwordStrength(character).missing).not.toContain('special');
  });
});
