import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

function Birds() {
  return (
    <Tabs defaultValue="owls">
      <TabsList aria-label="Birds">
        <TabsTrigger value="owls">Owls</TabsTrigger>
        <TabsTrigger value="geese">Geese</TabsTrigger>
        <TabsTrigger value="wrens">Wrens</TabsTrigger>
      </TabsList>
      <TabsContent value="owls">Owls here</TabsContent>
      <TabsContent value="geese">Geese here</TabsContent>
      <TabsContent value="wrens">Wrens here</TabsContent>
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

  it('wraps round with the arrow keys, goes to the ends with Home and End, and is one stop for Tab', async () => {
    const user = userEvent.setup();
    render(<Birds />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.tab();
    expect(tab('Owls')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Wrens')).toHaveFocus();
    expect(tab('Wrens')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Owls')).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Wrens' })).toHaveTextContent('Wrens here');
    await user.keyboard('{Home}');
    expect(tab('Owls')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Wrens')).toHaveAttribute('aria-selected', 'false');
    // From the chosen tab, Tab goes to its panel, not to the other tabs.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Owls' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('Owls')).toHaveFocus();
  });

  it('takes over the server’s HTML in one commit, rendering nothing again', async () => {
    const commits: string[] = [];
    const page = (
      <Profiler id="tabs" onRender={(_id, phase) => commits.push(phase)}>
        <Birds />
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(commits).toEqual(['mount']);
    expect(container.querySelector('[role="tab"][aria-selected="true"]')).toHaveTextContent('Owls');
  });
});
