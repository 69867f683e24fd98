import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Pets({ onChange }: { onChange?: (tab: string) => void }) {
  return (
    <Tabs defaultValue="cats" onValueChange={onChange}>
      <TabsList aria-label="Pets">
        <TabsTrigger value="cats">Cats</TabsTrigger>
        <TabsTrigger value="dogs">Dogs</TabsTrigger>
      </TabsList>
      <TabsContent value="cats">
        <button type="button">Pet the cat</button>
      </TabsContent>
      <TabsContent value="dogs">
        <button type="button">Walk the dog</button>
      </TabsContent>
    </Tabs>
  );
}

function ChosenAbove() {
  const [tab, setTab] = useState('dogs');
  return (
    <>
      <button type="button" onClick={() => setTab('cats')}>
        Show cats
      </button>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Pets">
          <TabsTrigger value="cats">Cats</TabsTrigger>
          <TabsTrigger value="dogs">Dogs</TabsTrigger>
        </TabsList>
        <TabsContent value="cats">Cats here</TabsContent>
        <TabsContent value="dogs">Dogs here</TabsContent>
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('shows the chosen tab’s panel alone, named by its tab and named as its tab’s', () => {
    render(<Pets />);
    const cats = screen.getByRole('tab', { name: 'Cats' });
    expect(cats).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Cats' });
    expect(cats).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Pet the cat' }));
    expect(screen.queryByRole('button', { name: 'Walk the dog' })).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys and a click, showing each one’s panel', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Pets onChange={(tab) => chosen.push(tab)} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Cats' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dogs' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Dogs' })).toHaveTextContent('Walk the dog');
    expect(screen.queryByText('Pet the cat')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Cats' }));
    expect(screen.getByRole('tabpanel', { name: 'Cats' })).toHaveTextContent('Pet the cat');
    expect(chosen).toEqual(['dogs', 'cats']);
  });

  it('follows a tab chosen from outside', async () => {
    const user = userEvent.setup();
    render(<ChosenAbove />);
    expect(screen.getByRole('tabpanel', { name: 'Dogs' })).toHaveTextContent('Dogs here');
    await user.click(screen.getByRole('button', { name: 'Show cats' }));
    expect(screen.getByRole('tab', { name: 'Cats' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Cats' })).toHaveTextContent('Cats here');
  });
});
