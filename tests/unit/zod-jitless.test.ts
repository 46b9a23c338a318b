import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';

describe("the site's zod", () => {
  it('validates objects without generating code, which our CSP (script-src self) blocks and reports', () => {
    const generateCode = vi.spyOn(globalThis, 'Function');
    const schema = z.strictObject({ name: z.string().trim().min(1), phone: z.string().regex(/^\d{10}$/) });
    expect(schema.safeParse({ name: ' Asha ', phone: '9876543210' })).toMatchObject({ success: true, data: { name: 'Asha' } });
    expect(schema.safeParse({ name: '', phone: '12' }).success).toBe(false);
    expect(generateCode).not.toHaveBeenCalled();
    generateCode.mockRestore();
  });
});
