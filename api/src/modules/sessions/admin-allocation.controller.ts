import { Controller, Get, Header } from '@nestjs/common';
import { ApiRoutes, type AllocationOverviewResponse } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { StudyAllocationService } from './study-allocation.service.js';

/** The allocation view of the admin dashboard and its CSV export. Admin only. */
@Controller()
@AdminAccess()
export class AdminAllocationController {
  constructor(private readonly allocation: StudyAllocationService) {}

  @Get(ApiRoutes.admin.allocation)
  overview(): Promise<AllocationOverviewResponse> {
    return this.allocation.overview();
  }

  @Get(ApiRoutes.admin.allocationCsv)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="vvq-allocation.csv"')
  csv(): Promise<string> {
    return this.allocation.overviewCsv();
  }
}
