import { type ReactNode, useEffect, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { Breadcrumb, Breadcrumbs } from './breadcrumbs.tsx';
import { Button, IconButton } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog, DialogActions, DialogTrigger, Modal } from './dialog.tsx';
import { Drawer } from './drawer.tsx';
import * as icons from './icons.tsx';
import { cluster, container, stack } from './layout.css.ts';
import { ExternalLink, Link } from './link.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { Menu, MenuItem, MenuItemLink, MenuSeparator, MenuTrigger } from './menu.tsx';
import { NotificationRegion } from './notification-region.tsx';
import { createNotificationStore } from './notifications.ts';
import { PopoverDialog } from './popover.tsx';
import { TopProgressBar } from './progress-bar.tsx';
import { Radio, RadioGroup } from './radio-group.tsx';
import { SearchField } from './search-field.tsx';
import { Select, SelectItem } from './select.tsx';
import { Skeleton } from './skeleton.tsx';
import { Switch } from './switch.tsx';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';
import { TextField } from './text-field.tsx';
import { iconTile, narrow, page, section } from './ui-kit-preview.css.ts';

/**
 * Every component of the kit with sample props, for visual review and axe checks. The texts here
 * are samples; the application passes translated texts.
 */
export function UiKitPreview() {
  return (
    <div className={`${container} ${page}`}>
      <h1>UI kit</h1>
      <Buttons />
      <Links />
      <Fields />
      <Choices />
      <Overlays />
      <Navigation />
      <Feedback />
      <Icons />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id}>{title}</h2>
      <div className={stack({ gap: 'md', align: 'start' })}>{children}</div>
    </section>
  );
}

function Buttons() {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPending(false), 2000);
    return () => clearTimeout(timer);
  }, [pending]);
  return (
    <Section title="Buttons">
      <div className={cluster()}>
        <Button>Primary</Button>
        <Button variant="accent">Accent</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Delete</Button>
        <Button isDisabled>Disabled</Button>
      </div>
      <div className={cluster()}>
        <Button size="sm">Small</Button>
        <Button size="sm" variant="secondary">
          <icons.PlusIcon size={16} /> Create
        </Button>
        <Button isPending={pending} onPress={() => setPending(true)}>
          Save (press me)
        </Button>
      </div>
      <div className={cluster()}>
        <IconButton aria-label="Open menu">
          <icons.MenuIcon />
        </IconButton>
        <IconButton aria-label="Search" shape="square" variant="secondary">
          <icons.SearchIcon />
        </IconButton>
        <IconButton aria-label="Collection" variant="accent" size="lg">
          <icons.BookmarkIcon />
        </IconButton>
        <IconButton aria-label="Remove" size="sm" variant="ghost">
          <icons.TrashIcon />
        </IconButton>
      </div>
    </Section>
  );
}

function Links() {
  return (
    <Section title="Links">
      <p>
        Running text with an <Link to="/">inline link to the home page</Link> and an{' '}
        <ExternalLink href="https://iiif.io/" newTabText="(opens in a new tab)">
          external link
        </ExternalLink>
        .
      </p>
      <nav aria-label="Sample navigation" className={cluster({ gap: 'xs' })}>
        <Link to="/" variant="nav">
          Home (current)
        </Link>
        <Link to="/" variant="nav" activeOptions={{ includeHash: true }} hash="elsewhere">
          Another page
        </Link>
      </nav>
      <Link to="/" variant="plain">
        A plain link, for cards
      </Link>
    </Section>
  );
}

function Fields() {
  return (
    <Section title="Text fields">
      <Form className={`${stack()} ${narrow}`}>
        <TextField
          label="Email"
          type="email"
          name="email"
          maxLength={50}
          showCount
          isRequired
          autoComplete="email"
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          isRequired
          autoComplete="current-password"
        />
        <TextField
          label="Title"
          description="As printed on the cover."
          defaultValue="Catalogue of photographs"
        />
        <TextField
          label="Year"
          isInvalid
          errorMessage="Enter a year between 1839 and today."
          defaultValue="1700"
        />
        <SearchField
          label="Search catalogues"
          clearLabel="Clear search"
          placeholder="Title, publisher, place"
        />
        <SearchField label="Search" hideLabel clearLabel="Clear search" defaultValue="Alinari" />
        <Button type="submit">Submit</Button>
      </Form>
    </Section>
  );
}

const languages = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
  { id: 'it', name: 'Italiano' },
];

function Choices() {
  return (
    <Section title="Choices">
      <div className={cluster({ gap: 'lg' })}>
        <Checkbox defaultSelected>Has editions</Checkbox>
        <Checkbox isIndeterminate>Some selected</Checkbox>
        <Checkbox isInvalid>I agree</Checkbox>
        <Checkbox isDisabled>Disabled</Checkbox>
      </div>
      <Switch defaultSelected>Illustrated only</Switch>
      <RadioGroup label="Illustrative content" defaultValue="all" orientation="horizontal">
        <Radio value="all">All</Radio>
        <Radio value="yes">Illustrated</Radio>
        <Radio value="no">Not illustrated</Radio>
      </RadioGroup>
      <div className={narrow}>
        <Select
          label="Language"
          items={languages}
          placeholder="Choose a language"
          description="The interface language."
        >
          {(language) => <SelectItem id={language.id}>{language.name}</SelectItem>}
        </Select>
      </div>
    </Section>
  );
}

function Overlays() {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <Section title="Menus and overlays">
      <div className={cluster()}>
        <MenuTrigger>
          <Button variant="secondary">
            Repository <icons.ChevronDownIcon />
          </Button>
          <Menu aria-label="Repository">
            <MenuItemLink to="/">Publishers</MenuItemLink>
            <MenuItemLink to="/">Catalogues</MenuItemLink>
            <MenuSeparator />
            <MenuItem onAction={() => setAnswer('Places chosen')}>Places</MenuItem>
            <MenuItem icon={<icons.LogoutIcon />} onAction={() => setAnswer('Logged out')}>
              Log out
            </MenuItem>
          </Menu>
        </MenuTrigger>

        <DialogTrigger>
          <IconButton aria-label="Sign in" variant="secondary">
            <icons.UserIcon />
          </IconButton>
          <PopoverDialog title="Sign in" placement="bottom start">
            {({ close }) => (
              <Form className={stack({ gap: 'sm' })} onSubmit={(event) => event.preventDefault()}>
                <TextField label="Email" type="email" maxLength={50} showCount autoFocus />
                <TextField label="Password" type="password" />
                <div className={cluster({ justify: 'end' })}>
                  <Button variant="ghost" onPress={close}>
                    Cancel
                  </Button>
                  <Button type="submit" variant="accent">
                    Sign in
                  </Button>
                </div>
              </Form>
            )}
          </PopoverDialog>
        </DialogTrigger>

        <DialogTrigger>
          <Button variant="secondary">Open dialog</Button>
          <Modal>
            <Dialog title="About the catalogues">
              {({ close }) => (
                <>
                  <p>Sales and exhibition catalogues of photographers.</p>
                  <DialogActions>
                    <Button onPress={close}>Close</Button>
                  </DialogActions>
                </>
              )}
            </Dialog>
          </Modal>
        </DialogTrigger>

        <Button variant="danger" onPress={() => setConfirmOpen(true)}>
          <icons.TrashIcon size={16} /> Delete item
        </Button>
        <ConfirmDialog
          isOpen={confirmOpen}
          message="Are you sure you want to delete this item?"
          cancelLabel="Cancel"
          confirmLabel="Ok"
          onCancel={() => {
            setConfirmOpen(false);
            setAnswer('Cancelled');
          }}
          onConfirm={() => {
            setConfirmOpen(false);
            setAnswer('Confirmed');
          }}
        />
      </div>
      <p role="status">{answer}</p>
      <div className={cluster()}>
        <DialogTrigger>
          <Button variant="secondary">
            <icons.MenuIcon /> Left drawer
          </Button>
          <Drawer
            title="Menu"
            closeLabel="Close"
            headerStart={
              <IconButton aria-label="Back">
                <icons.BackIcon />
              </IconButton>
            }
          >
            <nav aria-label="Main" className={stack({ gap: 'xs' })}>
              <Link to="/" variant="nav">
                Home
              </Link>
              <Link to="/" variant="nav" hash="publishers">
                Publishers
              </Link>
            </nav>
          </Drawer>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="secondary">
            <icons.DashboardIcon /> Right drawer
          </Button>
          <Drawer title="Dashboard" side="right" closeLabel="Close">
            <p>Side drawer content.</p>
          </Drawer>
        </DialogTrigger>
      </div>
    </Section>
  );
}

function Navigation() {
  return (
    <Section title="Breadcrumbs and tabs">
      <Breadcrumbs label="Breadcrumb">
        <Breadcrumb to="/">Home</Breadcrumb>
        <Breadcrumb to="/" hash="publishers">
          Publishers
        </Breadcrumb>
        <Breadcrumb to="/">Fratelli Alinari</Breadcrumb>
      </Breadcrumbs>
      <Breadcrumbs label="Breadcrumb (loading)" loading>
        <Breadcrumb to="/">Home</Breadcrumb>
      </Breadcrumbs>
      <Tabs>
        <TabList aria-label="Versions">
          <Tab id="first">First version</Tab>
          <Tab id="second">2º version</Tab>
          <Tab id="supplementary">Supplementary content</Tab>
        </TabList>
        <TabPanel id="first">The first edition.</TabPanel>
        <TabPanel id="second">The second edition.</TabPanel>
        <TabPanel id="supplementary">Supplementary content.</TabPanel>
      </Tabs>
    </Section>
  );
}

function Feedback() {
  const [store] = useState(createNotificationStore);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), 2500);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <Section title="Feedback">
      <div className={cluster()}>
        <Button variant="secondary" onPress={() => store.notify({ tone: 'success', title: 'Saved' })}>
          Success toast
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            store.notify({ tone: 'info', title: 'Note', message: 'Catalogues are sorted by year.' })
          }
        >
          Info toast
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            store.notify({
              tone: 'error',
              title: 'An error occurred',
              message: 'The service could not be reached.',
            })
          }
        >
          Error toast
        </Button>
        <Button variant="secondary" onPress={() => setLoading(true)}>
          Loading for 2.5 s
        </Button>
      </div>
      <NotificationRegion store={store} dismissLabel="Dismiss" />
      <TopProgressBar active={loading} />
      <LoadingOverlay active={loading} label="Loading" />
      <div className={`${stack({ gap: 'sm' })} ${narrow}`}>
        <Skeleton height="2rem" width="60%" />
        <Skeleton lines={3} />
        <Skeleton circle width="40px" height="40px" />
      </div>
    </Section>
  );
}

function Icons() {
  return (
    <Section title="Icons">
      <div className={cluster({ gap: 'md' })}>
        {Object.entries(icons).map(([name, Icon]) => (
          <span key={name} className={iconTile}>
            <Icon />
            {name.replace(/Icon$/, '')}
          </span>
        ))}
      </div>
    </Section>
  );
}
