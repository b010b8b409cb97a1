import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './tag';

describe('Tag', () => {
  it('takes a hex colour from data as a CSS variable', () => {
    render(<Tag color="#ff8800">Сальса</Tag>);

    expect(screen.getByText('Сальса').style.getPropertyValue('--tag-custom')).toBe('#ff8800');
  });

  it('uses the theme colours for named colours', () => {
    render(<Tag color="green">Оплачено</Tag>);

    expect(screen.getByText('Оплачено').style.getPropertyValue('--tag-custom')).toBe('');
  });
});
