import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { PlainButton } from '@/design-system/button/plain-button';
import { ProblemSummary } from '@/design-system/form/problem-summary';

const refusal = 'asha@healvia.in changed the status at 14:05. Your change was not saved: check the lead and try again.';

const meta = {
  title: 'Design System/Form/ProblemSummary',
  component: ProblemSummary,
  tags: ['experimental'],
  args: { message: refusal },
} satisfies Meta<typeof ProblemSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal that is no field's fault: "There is a problem" over the message, announced and focused. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'There is a problem', level: 2 })).toBeVisible();
    await expect(alert).toHaveTextContent(refusal);
    await expect(alert.parentElement).toHaveFocus();
  },
};

/** Nothing renders without a message. */
export const Empty: Story = {
  args: { message: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The same problem again takes focus again. */
function RepeatedRefusal() {
  const [attempts, setAttempts] = useState(0);
  return (
    <div>
      <ProblemSummary message={attempts > 0 ? refusal : undefined} occurrence={attempts} />
      <PlainButton onClick={() => setAttempts((count) => count + 1)}>Save</PlainButton>
    </div>
  );
}

export const Repeated: Story = {
  render: () => <RepeatedRefusal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert').parentElement).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert').parentElement).toHaveFocus();
  },
};
