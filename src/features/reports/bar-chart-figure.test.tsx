import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChartFigure } from './components/bar-chart-figure';

// recharts labels its legend's icons in English («… legend icon»): the chart's legend is ours, in Russian.
const englishLabels = () =>
  [...document.querySelectorAll('[aria-label]')]
    .map((element) => element.getAttribute('aria-label') ?? '')
    .filter((label) => /[a-z]{3,}/i.test(label));

describe('a report chart', () => {
  it('are Russian in a report’s chart, whose legend names its series', () => {
    render(
      <BarChartFigure
        title="Посещаемость по группам"
        rows={[{ group: 'Хип-хоп', present: 3 }]}
        category={(row) => row.group}
        bars={[{ key: 'present', label: 'Были', color: 'var(--color-success)' }]}
        table={<table aria-label="Таблица" />}
      />,
    );
    expect(screen.getByText('Были')).toBeInTheDocument();
    expect(englishLabels()).toEqual([]);
  });
});
