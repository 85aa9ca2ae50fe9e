/**
 * Small frictions (issue 34, item 9): opening Import puts the caret in its text box,
 * and "?" opens the keyboard help while focus is on a checkbox (but still types in a
 * text box).
 */
import { expect, test } from '@playwright/test'
import { openApp } from './helpers'

test('opening Import focuses the puzzle text box, not Close', async ({ page }) => {
  await openApp(page)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Import a puzzle' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('textbox', { name: 'Puzzle text' })).toBeFocused()
  // Typing goes straight in.
  await page.keyboard.type('4.....8.5')
  await expect(sheet.getByRole('textbox', { name: 'Puzzle text' })).toHaveValue(/^4\.\.\.\.\.8\.5/)
})

test('"?" on a checkbox opens the keyboard help; in a text box it types', async ({ page }) => {
  await page.goto('/#/play')
  const box = page.getByRole('checkbox', { name: 'Conflicts as they happen' })
  await box.focus()
  const before = await box.isChecked()
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)
  expect(await box.isChecked()).toBe(before)

  // In the Import sheet's text box "?" is a character, not the shortcut.
  await openApp(page)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const text = page.getByRole('textbox', { name: 'Puzzle text' })
  await expect(text).toBeFocused()
  await page.keyboard.press('?')
  await expect(text).toHaveValue('?')
  await expect(help).toHaveCount(0)
})
