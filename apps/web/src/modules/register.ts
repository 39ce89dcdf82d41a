// Imported once from the app entry: each module claims its record pages and global searches here.
import './bids/register';
import './contacts/register';
import './contracts/register';
import './customers/register';
import './equipment/register';
import './assets/register';
import './items/register';
import './jobs/register';
import './locations/register';
import './payments/register';
import './purchasing/register';
import './suppliers/register';
import './vendor-bills/register';
